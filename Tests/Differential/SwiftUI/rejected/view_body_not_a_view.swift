// A View's body must be a View.
print("this program must not run")
struct Label: View {
    var body: Int { 1 }
}
Label()

// expect error: type 'Label' does not conform to protocol 'View'
