// A `for` loop in a view's `body`: SwiftUI's view builder has no `buildArray`.
print("this program must not run")
struct Rows: View {
    var body: some View {
        for i in 0..<3 {
            Text("row \(i)")
        }
    }
}
Rows()

// expect error: closure containing control flow statement cannot be used with result builder 'ViewBuilder'
