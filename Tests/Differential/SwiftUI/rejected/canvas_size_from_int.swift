// Canvas.size is a CGSize.
print("this program must not run")
Canvas.size = 200

// expect error: cannot assign value of type 'Int' to type 'CGSize'
