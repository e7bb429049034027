import Geometry

/// `List`, `Form` and `Section` as iOS 17 draws them in the default inset grouped style, and in
/// the grouped and plain styles (`ListStyleKind`).
///
/// The list fills what it is offered with the grouped background (systemGroupedBackground) and
/// scrolls vertically. Each section is a card (secondarySystemGroupedBackground) with corners of
/// 10, 16 points in from each side; rows are at least 44 points tall, their content 16 points in, with hairline separators
/// between rows that start where the content does. A header is footnote text in secondaryLabel,
/// uppercased, above its card; a footer is the same without uppercasing, below it. Sections are 35
/// points apart (a header sits in that space). Rows outside any `Section` form sections of their own.
/// Each colour is UIKit's element colour, its dark value in the dark appearance (`dark`): light,
/// a 242,242,247 ground under white cards; dark, a black ground under 28,28,30 cards, the
/// separators and secondaryLabel in their dark values (RGBA+Dark.swift).
///
/// The grouped style draws the cards across the whole width with square corners; the plain style
/// draws the rows on the system background with no cards, sections following one another with
/// no space between them but their headers (drawn as the grouped styles draw them).
enum ListAppearance {
    static let cardInset = 16.0, rowInset = 16.0, rowHeight = 44.0, sectionSpacing = 35.0, cornerRadius = 10.0
    /// Above and below a row's content: a 31-point switch makes a 44-point row, as in Settings.
    static let rowPadding = 6.5

    /// The whole list.
    static func list(_ children: [View], dark: Bool = false, style: ListStyleKind = .insetGrouped) -> View {
        var sections: [View] = []
        var loose: [View] = []
        func closeLoose() {
            if !loose.isEmpty { sections.append(section(header: nil, footer: nil, rows: loose, dark: dark, style: style)) }
            loose = []
        }
        for child in children {
            if case .surface(.section(let header, let footer, let rows)) = child {
                closeLoose()
                sections.append(section(header: header, footer: footer, rows: LayoutTreeBuilder().flattened(rows), dark: dark, style: style))
            } else {
                loose.append(child)
            }
        }
        closeLoose()
        let inset = style == .insetGrouped ? cardInset : 0
        let content = View.vStack(alignment: .leading, spacing: 0, children: sections)
            .padding(EdgeInsets(top: 0, leading: inset, bottom: style == .plain ? 0 : sectionSpacing, trailing: inset))
        return View.surface(.scrollView(horizontal: false, vertical: true, content: content))
            .background(.color(.color(.uiKitColor(style == .plain ? "systemBackground" : "systemGroupedBackground", dark: dark))))
    }

    /// One section: the space above it (with the header in it), its card, its footer.
    static func section(header: View?, footer: View?, rows: [View], dark: Bool = false, style: ListStyleKind = .insetGrouped) -> View {
        let secondary = ShapeStyle.color(.adaptive("secondary", light: .secondary, dark: dark))
        var parts: [View] = []
        let top: View = header.map { header in
            header.font(.footnote).foregroundStyle(secondary)
                .surfaceModifier(.text(.uppercased))
                .padding(EdgeInsets(top: 0, leading: rowInset, bottom: 7, trailing: rowInset))
                .frame(minHeight: sectionSpacing, alignment: .bottomLeading)
        } ?? View.empty.frame(height: style == .plain ? 0 : sectionSpacing)
        parts.append(top.frame(maxWidth: .infinity, alignment: .leading))
        var cardRows: [View] = []
        for (index, row) in rows.enumerated() {
            if index > 0 {
                cardRows.append(View.color(.color(.uiKitColor("separator", dark: dark))).frame(height: Control.hairline).padding(.leading, rowInset))
            }
            cardRows.append(self.row(row, secondary: secondary, dark: dark))
        }
        let card = View.vStack(alignment: .leading, spacing: 0, children: cardRows)
        switch style {
        case .insetGrouped:
            parts.append(card.background(.color(.color(.uiKitColor("secondarySystemGroupedBackground", dark: dark))))
                .clipShape(.roundedRectangle(cornerRadius: cornerRadius)))
        case .grouped:
            parts.append(card.background(.color(.color(.uiKitColor("secondarySystemGroupedBackground", dark: dark)))))
        case .plain:
            parts.append(card)
        }
        if let footer {
            parts.append(footer.font(.footnote).foregroundStyle(secondary)
                .padding(EdgeInsets(top: 7, leading: rowInset, bottom: 0, trailing: rowInset)))
        }
        return .vStack(alignment: .leading, spacing: 0, children: parts)
    }

    /// One row: its content leading, at least 44 points tall, across the card; `secondary` greys
    /// a menu picker's selection, `dark` gives a navigation link's chevron its dark grey.
    static func row(_ content: View, secondary: ShapeStyle, dark: Bool) -> View {
        var content = content
        // A menu picker in a row shows its label, then its selection in grey.
        if case .surface(.control(.picker(let label, _, let options, let index, false))) = content {
            let selectedLabel = index.flatMap { options.indices.contains($0) ? options[$0] : nil } ?? .empty
            content = .hStack(children: [Control.leading(label),
                                         View.hStack(spacing: 4, children: [selectedLabel, Control.chevronUpDown])
                                             .foregroundStyle(secondary)])
        }
        // A navigation link in a row: the label in the primary colour, a chevron at the trailing edge.
        if case .surface(.control(.navigationLink(let label, _))) = content {
            content = .hStack(children: [Control.leading(label), Control.chevronRight(dark: dark)])
        }
        return content
            .padding(EdgeInsets(top: rowPadding, leading: rowInset, bottom: rowPadding, trailing: rowInset))
            .frame(maxWidth: .infinity, minHeight: rowHeight, alignment: .leading)
    }
}
