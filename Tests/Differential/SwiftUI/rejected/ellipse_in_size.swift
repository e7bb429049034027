// Path(ellipseIn:) takes a CGRect, not a CGSize.
print("this program must not run")
Path(ellipseIn: CGSize(width: 10, height: 20))

// expect error: cannot convert value of type 'CGSize' to expected argument type 'CGRect'
