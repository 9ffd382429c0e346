import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { InvoiceView, LabelledValue } from "../view/invoice-view";
import type { PdfTheme, Style } from "../theme";

export function metaRows(view: InvoiceView, withNumber = true): LabelledValue[] {
  const { strings } = view;
  return [
    ...(withNumber ? [{ label: strings.invoiceNumber, value: view.number }] : []),
    { label: strings.invoiceDate, value: view.invoiceDate },
    ...(view.supplyDate ? [{ label: strings.supplyDate, value: view.supplyDate }] : []),
    { label: strings.dueDate, value: view.dueDate },
  ];
}

type InvoiceMetaProps = {
  view: InvoiceView;
  theme: PdfTheme;
  /** "list": label and value on one line each; "cells": side by side, label above value. */
  layout: "list" | "cells";
  /** False where the layout already shows the number large (Modern's band). */
  withNumber?: boolean;
  extra?: LabelledValue[];
  style?: Style;
  cellStyle?: Style;
};

/** Invoice number, invoice date, the delivery date where it differs, and due date. */
export function InvoiceMeta({ view, theme, layout, withNumber = true, extra = [], style, cellStyle }: InvoiceMetaProps) {
  const rows = [...metaRows(view, withNumber), ...extra];
  if (layout === "cells") {
    return (
      <View style={[{ flexDirection: "row" }, style ?? {}]}>
        {rows.map((row) => (
          <View key={row.label} style={[{ flex: 1 }, cellStyle ?? {}]}>
            <Text style={theme.metaLabel}>{row.label}</Text>
            <Text style={theme.metaValue}>{row.value}</Text>
          </View>
        ))}
      </View>
    );
  }
  // Labels and values as two right-aligned columns of lines: two texts instead of a box per row.
  return (
    <View style={[{ flexDirection: "row", justifyContent: "flex-end" }, style ?? {}]}>
      <Text style={[theme.metaLabel, { textAlign: "right", marginRight: 10 }]}>{rows.map((row) => row.label).join("\n")}</Text>
      <Text style={[theme.metaValue, { minWidth: 80 }]}>{rows.map((row) => row.value).join("\n")}</Text>
    </View>
  );
}
