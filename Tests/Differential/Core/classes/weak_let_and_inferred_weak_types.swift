// `weak let` (swiftc 6.3 accepts it, with a warning where the object goes at once): the
// reference cannot be reassigned but still becomes nil when its object goes; a `weak`
// variable or property whose type is inferred from an object holds an optional.
class Owner {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("\(name) goes") }
}
class Badge {
    weak let owner: Owner?
    init(owner: Owner?) { self.owner = owner }
    var label: String { owner.map { "badge of \($0.name)" } ?? "orphan badge" }
}
var ada: Owner? = Owner(name: "Ada")
let badge = Badge(owner: ada)
print(badge.label)
ada = nil
print(badge.label)
do {
    let grace = Owner(name: "Grace")
    weak let seen = grace
    weak var watched = grace
    print(seen?.name ?? "none", watched?.name ?? "none")
    watched = nil
    print(watched == nil)
}
class Holder {
    weak var temporary = Owner(name: "Temp")
}
let holder = Holder()
print(holder.temporary == nil)
print("done")

// expect: badge of Ada
// expect: Ada goes
// expect: orphan badge
// expect: Grace Grace
// expect: true
// expect: Grace goes
// expect: Temp goes
// expect: true
// expect: done
