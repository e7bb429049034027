// An attribute that names nothing.
print("this program must not run")
struct S {
    @Foo var x = 1
}
print(S().x)

// expect error: unknown attribute 'Foo'
