// A static in `extension P where Self == T` is found for a generic `T: P` or `some P` parameter
// (`gen(.gg)`), a property and a method alike, as SwiftUI's `.fill(.red)` finds its styles.
protocol Shade { var name: String { get } }
struct Ink: Shade { var name = "ink" }
struct Wash: Shade { var name = "wash" }
extension Shade where Self == Ink { static var deep: Ink { Ink(name: "deep ink") } }
extension Shade where Self == Wash {
    static var pale: Wash { Wash(name: "pale wash") }
    static func tinted(_ amount: Int) -> Wash { Wash(name: "wash \(amount)") }
}
func paint<T: Shade>(_ t: T) { print(T.self, t.name) }
func opaque(_ t: some Shade) { print(type(of: t), t.name) }
paint(.deep)
paint(.pale)
paint(.tinted(3))
opaque(.deep)
opaque(.tinted(7))

// expect: Ink deep ink
// expect: Wash pale wash
// expect: Wash wash 3
// expect: Ink deep ink
// expect: Wash wash 7
