import Canvas

extension FigureCatalogue {
    /// Images inline in text (`Text(Image(systemName:))`): alone, joined with `+`, and
    /// interpolated in a key literal, each an SF Symbol's placeholder sized by the run's font and
    /// tinted by its foreground colour, laid out and wrapped with the text around it.
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
    ]
}
