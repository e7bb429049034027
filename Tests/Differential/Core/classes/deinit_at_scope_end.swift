// A class's deinit runs when its last strong reference goes: a function's locals at its end,
// last declared first, a `do` block's at the block's end, a loop body's at each iteration's end.
class Resource {
    let name: String
    init(_ name: String) { self.name = name; print("open", name) }
    deinit { print("close", name) }
}
func work() {
    let a = Resource("a")
    let b = Resource("b")
    print("working with", a.name, b.name)
}
work()
print("after work")
do {
    let scoped = Resource("scoped")
    print("inside do", scoped.name)
}
print("after do")
for index in 0..<3 {
    let item = Resource("item \(index)")
    print("using", item.name)
}
print("after loop")
func name() -> String {
    let temporary = Resource("temporary")
    return temporary.name
}
print("got", name())
if true {
    let branch = Resource("branch")
    print("in branch", branch.name)
}
print("end")

// expect: open a
// expect: open b
// expect: working with a b
// expect: close b
// expect: close a
// expect: after work
// expect: open scoped
// expect: inside do scoped
// expect: close scoped
// expect: after do
// expect: open item 0
// expect: using item 0
// expect: close item 0
// expect: open item 1
// expect: using item 1
// expect: close item 1
// expect: open item 2
// expect: using item 2
// expect: close item 2
// expect: after loop
// expect: open temporary
// expect: close temporary
// expect: got temporary
// expect: open branch
// expect: in branch branch
// expect: close branch
// expect: end
