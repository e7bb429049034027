// Text's initialisers: a string literal (a LocalizedStringKey, its interpolations formatted
// with a specifier), a String or Substring (StringProtocol), and verbatim text.
let name = "Shapebook notebooks"
let first = name.prefix(9)
let ratio = 2.345
let origin = CGPoint(x: 1, y: 2)
VStack {
    Text("Ratio \(ratio, specifier: "%.2f")")
    Text("at \(origin)")
    Text(name)
    Text(first)
    Text(verbatim: "**not bold**")
    Text("**bold**")
}
