// Text values concatenated with +, each styled.
let line = Text("Bold").bold() + Text(" and ") + Text("italic").italic().foregroundColor(.red)
line.font(.title)
