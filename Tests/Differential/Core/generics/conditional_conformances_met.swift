// Conditional conformances hold where their type arguments conform: a program's own
// (`Box: Equatable where T: Equatable`, `Hashable where T: Hashable`), Result's and Optional's;
// an enum without payloads counts as Equatable.
struct Box<T> { var value: T }
extension Box: Equatable where T: Equatable {}
extension Box: Hashable where T: Hashable {}
enum Shade { case light, dark }
enum Failure: Error { case bad }
print(Box(value: 1) == Box(value: 1), Box(value: "a") != Box(value: "b"))
print(Box(value: Shade.dark) == Box(value: .dark), Set([Box(value: 1), Box(value: 1), Box(value: 2)]).count)
let r: Result<Int, Failure> = .failure(.bad)
print(r == .failure(.bad), r == .success(1))
let boxes: [Box<Int>?] = [Box(value: 3), nil]
print(boxes == [Box(value: 3), nil], boxes.contains(nil))

// expect: true true
// expect: true 2
// expect: true false
// expect: true true
