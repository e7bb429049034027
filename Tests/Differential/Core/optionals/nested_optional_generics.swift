// Generic parameters bound to optionals: `T?` given an `Int??` binds `T` to `Int?`, a `T`
// holding nil returned as a `T?` stays present, `try?` on an optional result flattens (Swift
// 5), and an optional chain through optional properties is one level.
func wrappedName<T>(_ t: T?) -> String { "\(T.self) \(t as Any)" }
func name<T>(_ t: T) -> String { "\(T.self) \(t)" }
func lift<T>(_ t: T) -> T? { t }
func castInt<T>(_ t: T) -> Int? { t as? Int }
let a: Int? = 3
let b: Int?? = .some(nil)
let c: Int?? = 4
let n: Int? = nil
print(wrappedName(a), wrappedName(b), wrappedName(c), wrappedName(5))
print(name(a), name(b), name(c))
print(lift(n) as Any, lift(3) as Any, castInt(Optional(4)) as Any, castInt(n) as Any)
enum Failure: Error { case bad }
func find(_ ok: Bool) throws -> Int? {
    if ok { return 3 }
    throw Failure.bad
}
func missing() throws -> Int? { nil }
let found = try? find(true)
print(found as Any, (try? find(false)) as Any, (try? missing()) as Any, type(of: found))
struct Leaf { var value: Int? }
struct Branch { var leaf: Leaf? }
struct Root { var branch: Branch? }
let root: Root? = Root(branch: Branch(leaf: Leaf(value: 4)))
let chained = root?.branch?.leaf?.value
print(chained as Any, type(of: chained), Root(branch: nil).branch?.leaf?.value as Any)

// expect: Int Optional(3) Optional<Int> Optional(nil) Optional<Int> Optional(Optional(4)) Int Optional(5)
// expect: Optional<Int> Optional(3) Optional<Optional<Int>> Optional(nil) Optional<Optional<Int>> Optional(Optional(4))
// expect: Optional(nil) Optional(3) Optional(4) nil
// expect: Optional(3) nil nil Optional<Int>
// expect: Optional(4) Optional<Int> nil
