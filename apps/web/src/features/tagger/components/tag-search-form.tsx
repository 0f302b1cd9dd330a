import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';

/** The board search: space-separated tags; submitting starts again at page 1. */
export function TagSearchForm({ tags, onSearch }: { tags: string; onSearch: (tags: string) => void }) {
  const [text, setText] = useState(tags);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <Form onSubmit={submit} role="search">
      <Form.Label htmlFor="tagger-search">{t`Search tags`}</Form.Label>
      <InputGroup>
        <Form.Control
          id="tagger-search"
          value={text}
          maxLength={300}
          placeholder={t`Space-separated tags, as on the board`}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="primary">
          {t`Search`}
        </Button>
      </InputGroup>
    </Form>
  );
}
