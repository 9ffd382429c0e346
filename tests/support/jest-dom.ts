import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";

// findBy…/waitFor give up after 1 s by default; on a loaded 2-core CI machine a form's first render
// with react-hook-form and TanStack Query can take longer than that.
configure({ asyncUtilTimeout: 10_000 });
