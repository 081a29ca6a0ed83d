import { BadGatewayException, Logger } from '@nestjs/common';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { AiConfig } from '../config/config.js';
import type { AiFormType, DataModelItem } from '../forms/engine/index.js';
import type { FormGenerator } from './form-generator.js';
import { dataModelAnswer, templateAnswer } from './model-answers.js';
import { DATA_MODEL_PROMPT, dataModelRequest, TEMPLATE_PROMPT, templateRequest } from './model-prompts.js';
import type { PdfPages } from './analysis/analysis-child.js';
import type { UploadAnalysis } from './analysis/upload-analysis.js';
import type { FormUpload } from './offline/extract-data-model.js';
import { trailer } from './stream-protocol.js';

export const AI_UNAVAILABLE = 'The AI service did not answer. Please try again.';

/** Page renders sent for a PDF: enough for a form, few enough for a model's context. */
const MAX_PDF_PAGES = 4;
const PDF_DPI = 120;
/** The PDF's own text sent along (it spells the labels better than a model reads them), at most this long. */
const MAX_PDF_TEXT = 8_000;
/** A model that stops answering releases the request after this long. */
const ANSWER_TIMEOUT_MS = 180_000;

type ContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
type Message = { role: 'system' | 'user'; content: string | ContentPart[] };

const MIME = { png: 'image/png', jpeg: 'image/jpeg' } as const;
const imagePart = (bytes: Buffer, mime: string): ContentPart => ({
  type: 'image_url',
  image_url: { url: `data:${mime};base64,${bytes.toString('base64')}` },
});

/**
 * Any OpenAI-compatible chat completions endpoint (OpenAI, Azure, vLLM, Ollama, LM Studio …), streamed: the model's
 * text is passed on as it comes, then the trailer with the repaired and validated result or the parse error
 * (docs/ai-form-builder.md). The upload goes as images: the photo itself, or a PDF's first pages rendered.
 */
export class OpenAiFormGenerator implements FormGenerator {
  private readonly logger = new Logger(OpenAiFormGenerator.name);

  constructor(
    private readonly ai: AiConfig,
    private readonly analysis: UploadAnalysis,
  ) {}

  async *dataModel(upload: FormUpload, formType: AiFormType, signal: AbortSignal): AsyncGenerator<string> {
    const { kind, bytes } = upload;
    const [images, text] =
      kind === 'pdf' ? await this.pdfPages(bytes, signal) : [[imagePart(bytes, MIME[kind])], undefined];
    const answer = yield* this.complete(
      [
        { role: 'system', content: DATA_MODEL_PROMPT },
        { role: 'user', content: [{ type: 'text', text: dataModelRequest(formType, text) }, ...images] },
      ],
      signal,
    );
    yield trailer(dataModelAnswer(answer));
  }

  async *template(formType: AiFormType, dataModel: DataModelItem[], signal: AbortSignal): AsyncGenerator<string> {
    const identified = dataModel.map((item) => ({ ...item, id: item.id ?? crypto.randomUUID() }));
    const text = yield* this.complete(
      [
        { role: 'system', content: TEMPLATE_PROMPT },
        { role: 'user', content: templateRequest(formType, identified) },
      ],
      signal,
    );
    yield trailer(templateAnswer(text, formType));
  }

  /** A PDF's first pages as images and its text, read in a child process (a file that cannot be opened: 400). */
  private async pdfPages(bytes: Buffer, signal: AbortSignal): Promise<[ContentPart[], string]> {
    const job = { kind: 'pdf-pages', bytes, dpi: PDF_DPI, maxPages: MAX_PDF_PAGES, maxText: MAX_PDF_TEXT } as const;
    let pages: PdfPages = { images: [], text: '' };
    for await (const value of await this.analysis.open<PdfPages>(job, signal)) pages = value;
    return [pages.images.map((png) => imagePart(Buffer.from(png), MIME.png)), pages.text];
  }

  /** Streams the answer's content as the model writes it; returns the whole text. */
  private async *complete(messages: Message[], signal: AbortSignal): AsyncGenerator<string, string> {
    const response = await this.request(messages, signal);
    const events = response.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
    let text = '';
    for await (const event of events) {
      if (event.data === '[DONE]') break;
      const delta = contentOf(event.data);
      if (delta) {
        text += delta;
        yield delta;
      }
    }
    return text;
  }

  private async request(messages: Message[], signal: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${this.ai.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.ai.apiKey}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({ model: this.ai.model, messages, stream: true, temperature: 0 }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(ANSWER_TIMEOUT_MS)]),
      });
    } catch (error) {
      if (signal.aborted) throw error;
      this.logger.warn({ err: error, baseUrl: this.ai.baseUrl }, 'The AI service could not be reached');
      throw new BadGatewayException(AI_UNAVAILABLE);
    }
    if (!response.ok || !response.body) {
      const detail = (await response.text().catch(() => '')).slice(0, 500);
      this.logger.warn({ status: response.status, detail }, 'The AI service refused the request');
      throw new BadGatewayException(AI_UNAVAILABLE);
    }
    return response;
  }
}

/** The text a streamed chunk adds (`choices[0].delta.content`); an error event ends the answer. */
function contentOf(data: string): string | undefined {
  const chunk = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[]; error?: unknown };
  if (chunk.error) throw new Error(`The AI service failed mid-answer: ${JSON.stringify(chunk.error)}`);
  const content = chunk.choices?.[0]?.delta?.content;
  return typeof content === 'string' ? content : undefined;
}
