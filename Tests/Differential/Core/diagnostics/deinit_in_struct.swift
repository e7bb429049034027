// Only classes have deinitializers.
print("this program must not run")
struct Handle {
    var id = 1
    deinit { print("bye") }
}
print(Handle().id)

// expect error: deinitializer cannot be declared in struct 'Handle' that conforms to 'Copyable'
