// A generic initialiser's argument that does not convert: the conversion names `Box<X>`, and `X`,
// bound by no other argument, could not be inferred (at the type's name); `Y` was inferred.
print("this program must not run")
struct Box<T> { var value: T }
struct Pair {
    init<X, Y>(first: Box<X>, second: Box<Y>) {}
}
let pair = Pair(first: 3, second: Box(value: "b"))
print(pair)

// expect error: cannot convert value of type 'Int' to expected argument type 'Box<X>'
