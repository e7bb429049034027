// A `while` loop among the views of a stack's `@ViewBuilder` content.
print("this program must not run")
struct Rows: View {
    var body: some View {
        VStack {
            var count = 0
            while count < 3 {
                count += 1
            }
            Text("rows: \(count)")
        }
    }
}
Rows()

// expect error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
