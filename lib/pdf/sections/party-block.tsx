import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { PartyView } from "../view/invoice-view";
import type { PdfTheme, Style } from "../theme";
import { LabelledRows } from "./labelled-rows";

type PartyPart = "name" | "address" | "details";

type PartyBlockProps = {
  party: PartyView;
  theme: PdfTheme;
  /** "Bill to" / "From"; omitted where the layout makes the role obvious (the letterhead). */
  title?: string;
  /** Which parts to print: a letterhead prints name and address in one place, details in another. */
  parts?: readonly PartyPart[];
  nameStyle?: Style;
  style?: Style;
};

const ALL_PARTS: readonly PartyPart[] = ["name", "address", "details"];

/** A supplier or customer: name, address lines, then the labelled details (numbers, e-mail, reference). */
export function PartyBlock({ party, theme, title, parts = ALL_PARTS, nameStyle, style }: PartyBlockProps) {
  const shows = (part: PartyPart) => parts.includes(part);
  return (
    <View style={style} wrap={false}>
      {title ? <Text style={theme.sectionTitle}>{title}</Text> : null}
      {shows("name") ? <Text style={[theme.partyName, nameStyle ?? {}]}>{party.name}</Text> : null}
      {shows("address") && party.addressLines.length ? <Text style={theme.text}>{party.addressLines.join("\n")}</Text> : null}
      {shows("details") && party.details.length ? (
        <LabelledRows rows={party.details} theme={theme} style={shows("address") ? { marginTop: 4 } : {}} />
      ) : null}
    </View>
  );
}
