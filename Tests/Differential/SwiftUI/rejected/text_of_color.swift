// A SwiftUI type is blamed for not being a StringProtocol.
print("this program must not run")
Text(Color.red)

// expect error: initializer 'init(_:)' requires that 'Color' conform to 'StringProtocol'
