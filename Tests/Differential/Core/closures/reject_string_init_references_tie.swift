// `String.init` as a function value, where two of String's initialisers rank alike for the
// argument: characters (a Sequence of them, or any describable value), an Optional or a tuple
// (`describing:` or `reflecting:`), a Double (losslessly convertible, or describable and
// streamable) and a type without a `description`.
print("this program must not run")
struct Tag { var n: Int }
let letters: [[Character]] = [["a", "b"]]
print(letters.map(String.init))
let maybe: [Int?] = [1, nil]
print(maybe.map(String.init))
print([(1, 2)].map(String.init))
print([2.5].map(String.init))
print([Tag(n: 1)].map(String.init))

// expect error: ambiguous use of 'init'
