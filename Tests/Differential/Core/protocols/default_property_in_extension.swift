// A computed property with a default in a protocol extension, overridden by one conformer.
protocol Styled { var color: String { get } }
extension Styled { var color: String { "black" } }
struct Pen: Styled {}
struct Marker: Styled { var color: String { "red" } }
print(Pen().color, Marker().color)

// expect: black red
