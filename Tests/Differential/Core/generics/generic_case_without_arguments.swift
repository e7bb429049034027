// A payload-less case of a generic enum named without arguments (`Opt.none`) takes them from
// the wanted type, and inside the enum's own declaration its own (`List.empty` is `List<T>`).
enum Opt<T> {
    case none
    case some(T)
}
indirect enum List<T> {
    case empty
    case cons(T, List)
    static var nothing: List { List.empty }
    func count() -> Int {
        switch self {
        case .empty: return 0
        case let .cons(_, rest): return 1 + rest.count()
        }
    }
    func prepend(_ item: T) -> List { List.cons(item, self) }
}

let a: Opt<Int> = Opt.none
func missing() -> Opt<String> { Opt.none }
let maybe: Opt<Double>? = Opt.none
print(a, missing(), maybe.map { "\($0)" } ?? "nil")
print(List<Int>.nothing.prepend(1).prepend(2).count(), List<String>.nothing.count())

// expect: none none none
// expect: 2 0
