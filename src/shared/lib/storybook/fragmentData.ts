/** The fields a masked fragment reference (a card's `FragmentType<typeof Fragment>` prop) stands for. */
type FragmentFields<Masked> = Masked extends { ' $fragmentRefs'?: infer Refs } ? NonNullable<Refs>[keyof NonNullable<Refs>] : never;

/**
 * A fragment's data as the parent query passes it, typed by the prop that takes it: what the generated
 * makeFragmentData does, without importing the fragment's document from outside its slice.
 */
export function fragmentData<Masked>(fields: FragmentFields<Masked>): Masked {
  return fields as Masked;
}
