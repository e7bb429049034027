// A W<String>'s C.Index member is a String.Index, which is no Int.
print("this program must not run")
struct W<C: Collection> {
    let base: C
    var start: C.Index { base.startIndex }
}
let w = W(base: "hello")
let i: Int = w.start
print(i)

// expect error: cannot convert value of type 'String.Index' to specified type 'Int'
