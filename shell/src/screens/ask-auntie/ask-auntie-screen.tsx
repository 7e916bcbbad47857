import { Button, Card, CardContent } from '@renewed/ui';
import { useOnline } from '@renewed/web-kit';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SectionPage } from '../section-page';
import { ChatLinkCard } from './chat-link-card';
import {
  APOLOGY,
  canSend,
  entry,
  GREETING,
  MAX_MESSAGE_CHARS,
  QUICK_QUESTIONS,
  replyEntry,
  requestMessages,
  textBlocks,
  type ChatEntry,
} from './chat-logic';
import { useAskAuntie } from './use-ask-auntie';

function MessageText({ content }: { content: string }) {
  return (
    <div className="space-y-2">
      {textBlocks(content).map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

function MessageBubble({ message }: { message: ChatEntry }) {
  const mine = message.role === 'user';
  return (
    <li className={mine ? 'flex justify-end' : 'flex justify-start'} data-role={message.role}>
      <div
        className={
          mine
            ? 'max-w-[85%] rounded-lg bg-primary px-4 py-3 text-primary-foreground [overflow-wrap:anywhere]'
            : 'max-w-[92%] space-y-3 rounded-lg bg-muted px-4 py-3 text-foreground [overflow-wrap:anywhere]'
        }
      >
        <p className="sr-only">{mine ? 'You said:' : 'Auntie said:'}</p>
        <MessageText content={message.content} />
        {message.local === 'unsent' ? <p className="text-base opacity-90">Not sent</p> : null}
        {message.links.length > 0 ? (
          <ul aria-label="Read more in our library" className="space-y-2" data-testid="chat-links">
            {message.links.map((link) => (
              <li key={`${link.path}|${link.title}`}>
                <ChatLinkCard link={link} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** Ask an Auntie (docs/product.md, "The Ask an Auntie chat"): a warm chat grounded in the library. */
export function AskAuntieScreen() {
  const [messages, setMessages] = useState<ChatEntry[]>(() => [entry('assistant', GREETING, [], 'greeting')]);
  const [text, setText] = useState('');
  const ask = useAskAuntie();
  const pending = ask.isPending;
  const online = useOnline();
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();

  // Keep the newest message in view (instantly when the visitor prefers reduced motion).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    list.scrollTo({ top: list.scrollHeight, behavior: reduce ? 'auto' : 'smooth' });
  }, [messages, pending]);

  const send = (raw: string) => {
    if (!canSend(raw, pending)) return;
    const question = raw.trim();
    const body = requestMessages(messages, question);
    const asked = entry('user', question);
    setMessages((current) => [...current, asked]);
    setText('');
    ask.mutate(body, {
      onSuccess: (reply) => setMessages((current) => [...current, replyEntry(reply)]),
      onError: (error) => {
        console.error('Ask an Auntie failed:', error.message);
        setMessages((current) => [
          ...current.map((message) => (message.id === asked.id ? { ...message, local: 'unsent' as const } : message)),
          entry('assistant', APOLOGY, [], 'apology'),
        ]);
        // Nothing typed is lost: the question goes back into the box.
        setText((current) => (current.trim() === '' ? question : current));
      },
      onSettled: () => inputRef.current?.focus(),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(text);
    }
  };

  return (
    <SectionPage
      title="Ask an Auntie"
      intro="A warm companion for your questions about perimenopause, menopause and midlife. Auntie answers from our library of evidence-based guides."
    >
      <div className="space-y-4">
        <div>
          <h2 className="mb-2 text-lg font-semibold">Quick questions</h2>
          <ul className="flex flex-wrap gap-2">
            {QUICK_QUESTIONS.map((question) => (
              <li key={question}>
                <Button variant="outline" className="h-auto whitespace-normal text-left" disabled={pending} onClick={() => send(question)}>
                  {question}
                </Button>
              </li>
            ))}
          </ul>
        </div>

        <Card>
          <CardContent className="space-y-4 p-3 sm:p-4">
            <div
              ref={listRef}
              className="h-[400px] overflow-y-auto overscroll-contain rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring md:h-[500px]"
              data-testid="chat-messages"
              tabIndex={0}
              aria-label="Conversation with Auntie"
            >
              {/* role=log on a wrapper: a list may not take another role, and its items need their list. */}
              <div role="log" aria-live="polite" aria-relevant="additions">
                <ol className="space-y-4 p-1">
                  {messages.map((message) => (
                    <MessageBubble key={message.id} message={message} />
                  ))}
                </ol>
              </div>
              {pending ? (
                <p role="status" className="mt-4 px-1 text-base italic text-muted-foreground motion-safe:animate-pulse">
                  Auntie is thinking...
                </p>
              ) : null}
            </div>

            {online ? null : (
              <p role="status" className="mb-2 rounded-md border border-border bg-muted p-3 text-base" data-testid="needs-connection">
                Ask an Auntie needs an internet connection, and you are offline right now. The library, practice, bingo and the
                assessments still work.
              </p>
            )}
            <form onSubmit={onSubmit} className="space-y-2">
              <label htmlFor={inputId} className="block font-medium">
                Your question
              </label>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
                <textarea
                  id={inputId}
                  ref={inputRef}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                  onKeyDown={onKeyDown}
                  rows={2}
                  maxLength={MAX_MESSAGE_CHARS}
                  aria-describedby={hintId}
                  placeholder="Ask Auntie anything about midlife..."
                  className="min-h-11 w-full flex-1 resize-y rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                />
                <Button type="submit" disabled={!canSend(text, pending)} className="sm:w-28">
                  {pending ? 'Waiting...' : 'Send'}
                </Button>
              </div>
              <p id={hintId} className="text-base text-muted-foreground">
                Press Enter to send, Shift+Enter for a new line.
              </p>
            </form>
          </CardContent>
        </Card>

        <p className="rounded-md border border-border bg-muted p-3 text-base" data-testid="chat-disclaimer">
          <strong>This is not medical advice.</strong> Auntie shares general information from our library and cannot diagnose or
          treat. For anything about your own health, talk to a doctor, nurse or pharmacist. In an emergency, call your local
          emergency number. Nothing you write here is stored.
        </p>
      </div>
    </SectionPage>
  );
}
