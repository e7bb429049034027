// An implicit member that Color does not have.
print("this program must not run")
Circle().foregroundColor(.vermilion)

// expect error: type 'Color?' has no member 'vermilion'
