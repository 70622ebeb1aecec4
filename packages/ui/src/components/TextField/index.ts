export type { TextAreaProps, TextFieldProps } from './TextField';
export { TextArea, TextField } from './TextField';
