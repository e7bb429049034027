// A View's plain `var` changed in a button's action: without @State, self is immutable.
print("this program must not run")
struct Counter: View {
    var count = 0
    var body: some View {
        Button("Add") { count += 1 }
    }
}
Counter()

// expect error: left side of mutating operator isn't mutable: 'self' is immutable
