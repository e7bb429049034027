// VStack's alignment takes a HorizontalAlignment, not a vertical one.
print("this program must not run")
VStack(alignment: .top) {
    Text("a")
}

// expect error: type 'HorizontalAlignment' has no member 'top'
