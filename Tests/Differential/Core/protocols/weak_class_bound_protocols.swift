// `weak var` of a class-bound protocol's type (`P: AnyObject`, one refining it, an `AnyObject &
// P` composition): it holds the instance while something else does, then reads nil.
protocol Delegate: AnyObject { func done() -> String }
protocol Refined: Delegate { var n: Int { get } }
protocol Plain {}
final class Handler: Refined, Plain {
    var n = 3
    func done() -> String { "done \(n)" }
}
final class Owner {
    weak var delegate: Delegate?
    weak var refined: Refined?
    weak var plain: (AnyObject & Plain)?
}
let owner = Owner()
var handler: Handler? = Handler()
owner.delegate = handler
owner.refined = handler
owner.plain = handler
print(owner.delegate?.done() ?? "nil", owner.refined?.n ?? 0, owner.plain != nil)
handler = nil
print(owner.delegate == nil, owner.refined == nil, owner.plain == nil)

// expect: done 3 3 true
// expect: true true true
