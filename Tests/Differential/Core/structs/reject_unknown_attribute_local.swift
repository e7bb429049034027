// An attribute with arguments that names nothing, on a local variable.
print("this program must not run")
func f() {
    @Foo(3) var x = 1
    x += 1
    print(x)
}
f()

// expect error: unknown attribute 'Foo'
