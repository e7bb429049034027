// An init declared in an extension leaves the memberwise init available.
struct Color {
    var red: Double, green: Double, blue: Double
}
extension Color {
    init(gray: Double) { self.init(red: gray, green: gray, blue: gray) }
    static let black = Color(gray: 0)
}
print(Color(red: 1, green: 0.5, blue: 0))
print(Color(gray: 0.25), Color.black.red)

// expect: Color(red: 1.0, green: 0.5, blue: 0.0)
// expect: Color(red: 0.25, green: 0.25, blue: 0.25) 0.0
