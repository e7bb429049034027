// The only `init()` is in `extension Holder where T == Int`: an annotation asking for a
// `Holder<String>` gets a `Holder<Int>`, which swiftc words as an assignment.
print("this program must not run")
struct Holder<T> { var items: [T] }
extension Holder where T == Int { init() { items = [1] } }
let h: Holder<String> = Holder()
print(h)

// expect error: cannot assign value of type 'Holder<Int>' to type 'Holder<String>'
