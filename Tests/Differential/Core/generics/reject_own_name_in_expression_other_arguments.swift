// `Stack()` inside `struct Stack<Element>` is a `Stack<Element>`, not one inferred from the return type.
print("this program must not run")
struct Stack<Element> {
    var items: [Element] = []
    func ints() -> Stack<Int> { return Stack() }
}
print(Stack<String>().ints().items)

// expect error: cannot convert return expression of type 'Stack<Element>' to return type 'Stack<Int>'
