// Text as styled runs: concatenated texts keep their own modifiers, a modifier on the whole
// reaches the runs that set none (a baseline offset too), and a key literal interpolates a Text
// or an Image as a run.
// Button and Label titles are keys too (their Markdown read as Text's), and a String value is
// shown as written.
let rating = 4.5
let count = 3
let title = "Plain **title**"
VStack(alignment: .leading) {
    Text("Bold").bold() + Text(" red").foregroundColor(.red)
    (Text("Bold").bold() + Text(" inherits")).font(.title).foregroundColor(.blue)
    Text("\(Text("Kept").bold()) then \(Image(systemName: "star.fill")) \(rating, specifier: "%.1f")")
    Text(Image(systemName: "heart")) + Text(" \(count)")
    Text("x") + Text("2").font(.caption).baselineOffset(6) + Text(" squared").baselineOffset(0)
    Text("Lowered").padding(2).baselineOffset(-2)
    Button("Go \(count)") {}
    Button(title) {}
    Button("**Go** to [docs](https://example.com)") {}
    Button("Share", systemImage: "square.and.arrow.up") {}
    Label("Inbox \(count)", systemImage: "tray")
    Label(title, systemImage: "star")
    Label("~~Old~~ `inbox`", systemImage: "tray")
    Text(LocalizedStringKey(title))
}
