// fill is a Shape method; a framed view is no longer a Shape.
print("this program must not run")
Star().frame(width: 10, height: 10).fill(.red)

// expect error: value of type 'some View' has no member 'fill'
