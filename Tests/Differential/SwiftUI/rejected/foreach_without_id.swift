// ForEach over non-Identifiable data needs an id.
print("this program must not run")
let values = [1.5, 2.5]
HStack {
    ForEach(values) { v in
        Circle().frame(width: v, height: v)
    }
}

// expect error: initializer 'init(_:content:)' requires that 'Double' conform to 'Identifiable'
