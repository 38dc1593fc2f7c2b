// expect: nesting-I0:1032
widget Deet {
  body {
        VStack {
      Intetacnt;k 