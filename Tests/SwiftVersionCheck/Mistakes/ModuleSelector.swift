// swift-format-ignore-file
// expect: SE-0491 module selector (`Module::name`) needs Swift 6.3
// CHECK AID: a deliberate mistake that scripts/check-swift-version
// --self-test must find: a module selector, which Swift 6.3 brought, in a
// package that declares tools version 6.2. Never compiled.

func largest(_ values: [Double]) -> Double {
  values.reduce(-Double.infinity, Swift::max)
}
