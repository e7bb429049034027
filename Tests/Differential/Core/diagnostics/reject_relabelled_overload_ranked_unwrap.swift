// Where the inner call is solved first and leaves a type open (a labelled library initialiser, a
// program type's of a literal), swiftc ranks the outer overloads: the unlabelled Int one wins
// over the relabelled generic one, and its unwrap is the error; an adding-Any overload loses.
print("this program must not run")
struct Code { init?(_ text: String) {} }
struct Tag {
    init(_ value: Int) {}
    init(_ code: Code) {}
    init<T>(label value: T) {}
}
struct Note {
    init(_ value: Int) {}
    init(label value: Any) {}
}
let text = "5"
let radix = 10
let a = Tag(Int(text, radix: radix))
let b = Tag(Int(exactly: 2.5))
let c = Tag(Code("y"))
let d = Note(Int(text))

// expect error: value of optional type 'Int?' must be unwrapped to a value of type 'Int'
