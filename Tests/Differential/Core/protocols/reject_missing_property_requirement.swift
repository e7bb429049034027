// A conformance needs each property the protocol requires: one of that name (a protocol
// extension's default counts), and a settable one for `{ get set }`, not a get-only computed one.
print("this program must not run")
protocol Named { var name: String { get } }
protocol Sized { var width: Double { get set } }
extension Named { var title: String { "[\(name)]" } }
struct Label: Named { var text: String }
struct Frame: Sized { var width: Double { 2 } }
struct Tag: Named { let name: String }
print(Tag(name: "a").title)

// expect error: type 'Label' does not conform to protocol 'Named'
