// Types and type aliases declared in an extension are nested in the extended type.
struct Outer {
    var v = 1
}
extension Outer {
    struct Inner {
        var w: Int
        var doubled: Int { w * 2 }
    }
    enum Mode: String { case fast, slow }
    typealias Pair = (Inner, Mode)
    func make() -> Inner { Inner(w: v + 1) }
    func pair(_ mode: Mode) -> Pair { (make(), mode) }
}
let inner = Outer().make()
print(inner.w, inner.doubled)
let mode: Outer.Mode = .slow
print(mode, mode.rawValue)
let pair = Outer(v: 4).pair(.fast)
print(pair.0.w, pair.1, Outer.Inner(w: 5).doubled)

// expect: 2 4
// expect: slow slow
// expect: 5 fast 10
