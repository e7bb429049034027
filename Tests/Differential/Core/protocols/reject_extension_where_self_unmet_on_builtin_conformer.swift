// A property of `extension P where Self: Q` read on a builtin type that conforms to P but not to Q
// (String, which is a Q too, has it).
print("this program must not run")
protocol Labeled { var label: String { get } }
protocol Badge {}
extension Int: Badge {}
extension String: Badge, Labeled { var label: String { self } }
extension Badge where Self: Labeled {
    var badge: String { "<\(label)>" }
}
print("ok".badge)
let n = 5
print(n.badge)

// expect error: property 'badge' requires that 'Int' conform to 'Labeled'
