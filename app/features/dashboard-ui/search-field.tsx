import { TextInput, type MantineSpacing } from '@mantine/core';

interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  mb?: MantineSpacing;
}

/** A list's search box (a `searchbox` named by its label), no wider than a phone. */
export function SearchField({ label, placeholder, value, onChange, mb = 'md' }: SearchFieldProps) {
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      mb={mb}
      maw={420}
    />
  );
}
