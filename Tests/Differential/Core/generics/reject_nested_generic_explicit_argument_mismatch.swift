// Explicit arguments of a nested generic type fix both types' parameters: `a` must be the outer type's String.
print("this program must not run")
struct Outer<T> {
    struct Pair<U> {
        let a: T
        let b: U
    }
}
let p = Outer<String>.Pair<Double>(a: 1, b: 2.5)
print(p)

// expect error: cannot convert value of type 'Int' to expected argument type 'String'
