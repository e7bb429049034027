// Attributes naming nothing on a method, an initialiser, an extension, an enum and a function: each swiftc's unknown attribute.
print("this program must not run")
struct S {
    @Foo func f() {}
    @Bar init() {}
}
@Baz extension S {}
@main2 enum E {}
let x = 1
@Qux func g() {}

// expect error: unknown attribute 'Foo'
