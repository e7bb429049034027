// A non-View value in a view builder.
print("this program must not run")
VStack {
    Circle()
    42
}

// expect error: static method 'buildExpression' requires that 'Int' conform to 'View'
