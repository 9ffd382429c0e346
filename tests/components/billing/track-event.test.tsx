import { trackEvent } from "@/lib/analytics/track-event";

describe("trackEvent", () => {
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL;
    delete window.plausible;
  });

  it("does nothing without an analytics script", () => {
    trackEvent("Signup");
    expect(window.plausible).toBeUndefined();
  });

  it("queues events until the script has loaded, then calls it", () => {
    process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL = "https://analytics.example/js/script.js";
    trackEvent("Signup");
    expect(window.plausible?.q).toEqual([["Signup"]]);

    const loaded = jest.fn();
    window.plausible = loaded;
    trackEvent("Subscribe");
    expect(loaded).toHaveBeenCalledWith("Subscribe");
  });

  it("never throws into the flow it observes", () => {
    process.env.NEXT_PUBLIC_ANALYTICS_SCRIPT_URL = "https://analytics.example/js/script.js";
    window.plausible = () => {
      throw new Error("blocked");
    };
    expect(() => trackEvent("Subscribe")).not.toThrow();
  });
});
