import Canvas

extension FigureCatalogue {
    /// Images inline in text (`Text(Image(systemName:))`): alone, joined with `+`, and
    /// interpolated in a key literal, each an SF Symbol's placeholder sized by the run's font and
    /// tinted by its foreground colour, laid out and wrapped with the text around it; and text
    /// as styled runs (`text-runs`): bold, coloured, underlined and interpolated runs on one
    /// baseline, modifiers on a whole reaching the runs that set none, a wrapped concatenation.
    static let inlineImageScripts: [ScriptEntry] = [
        ScriptEntry(name: "text-inline-images", source: """
            VStack(alignment: .leading, spacing: 8) {
                Text(Image(systemName: "star.fill"))
                Text(Image(systemName: "heart.fill")) + Text(" 12")
                Text("\\(Image(systemName: "star")) 4.5")
                (Text(Image(systemName: "heart.fill")) + Text(" Favourites")).font(.title).foregroundColor(.red)
                Text("Rated \\(Image(systemName: "star.fill")) 4.5 of 5").font(.title).foregroundColor(.red)
                Text("Wraps \\(Image(systemName: "leaf")) with its words \\(Image(systemName: "leaf"))")
                    .foregroundStyle(.green)
                    .frame(width: 150, alignment: .leading)
            }
            .fixedSize()
            .padding()
            """),
        ScriptEntry(name: "text-runs", source: """
            VStack(alignment: .leading, spacing: 8) {
                Text("Bold").bold() + Text(" and red").foregroundColor(.red) + Text(" plain")
                (Text("Bold").bold() + Text(" red").foregroundColor(.red) + Text(" inherits")).font(.title).foregroundColor(.blue)
                Text("\\(Text("Kept").bold().foregroundColor(.green)) then \\(Image(systemName: "star.fill")) 4.5")
                Text("Underlined").underline() + Text(" struck").strikethrough() + Text(" italic").italic()
                Text("x") + Text("2").font(.caption).baselineOffset(8) + Text(" + H") + Text("2").font(.caption).baselineOffset(-4) + Text("O")
                (Text("A long concatenation ") + Text("that wraps ").bold() + Text("onto several ").foregroundColor(.orange)
                    + Text("lines of text").italic())
                    .frame(width: 160, alignment: .leading)
                Button("Go \\(3)") {}
                Label("Title \\(3)", systemImage: "star")
            }
            .fixedSize()
            .padding()
            """),
    ]
}
